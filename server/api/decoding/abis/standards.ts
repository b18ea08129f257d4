/**
 * ABIs of the token standards and of widely deployed contracts, in human-readable form
 * (viem `parseAbi`). Parameter names follow the EIPs and OpenZeppelin, so decoded input
 * reads as users know it from other explorers.
 */

/** Token standard an ABI belongs to; picks between same-selector methods of different standards. */
export type Standard = 'ERC-20' | 'ERC-721' | 'ERC-1155';

/** A named group of human-readable ABI items. */
export interface AbiSource {
  name: string;
  standard: Standard | null;
  items: readonly string[];
}

/** EIP-20, plus the mint/burn/permit extensions most tokens ship. */
const ERC20: AbiSource = {
  name: 'ERC-20',
  standard: 'ERC-20',
  items: [
    'function transfer(address to, uint256 value) returns (bool)',
    'function transferFrom(address from, address to, uint256 value) returns (bool)',
    'function approve(address spender, uint256 value) returns (bool)',
    'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
    'function decreaseAllowance(address spender, uint256 subtractedValue) returns (bool)',
    'function mint(address to, uint256 amount)',
    'function burn(uint256 value)',
    'function burnFrom(address account, uint256 value)',
    'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
    'function balanceOf(address account) view returns (uint256)',
    'function allowance(address owner, address spender) view returns (uint256)',
    'event Transfer(address indexed from, address indexed to, uint256 value)',
    'event Approval(address indexed owner, address indexed spender, uint256 value)',
  ],
};

/** EIP-721 with the common mint/burn extensions. */
const ERC721: AbiSource = {
  name: 'ERC-721',
  standard: 'ERC-721',
  items: [
    'function transferFrom(address from, address to, uint256 tokenId)',
    'function safeTransferFrom(address from, address to, uint256 tokenId)',
    'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
    'function approve(address to, uint256 tokenId)',
    'function setApprovalForAll(address operator, bool approved)',
    'function mint(address to, uint256 tokenId)',
    'function safeMint(address to, uint256 tokenId)',
    'function safeMint(address to)',
    'function burn(uint256 tokenId)',
    'function ownerOf(uint256 tokenId) view returns (address)',
    'function tokenURI(uint256 tokenId) view returns (string)',
    'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
    'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
    'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
  ],
};

/** EIP-1155 with batch transfers and the receiver hooks. */
const ERC1155: AbiSource = {
  name: 'ERC-1155',
  standard: 'ERC-1155',
  items: [
    'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
    'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
    'function setApprovalForAll(address operator, bool approved)',
    'function mint(address to, uint256 id, uint256 value, bytes data)',
    'function mintBatch(address to, uint256[] ids, uint256[] values, bytes data)',
    'function burn(address account, uint256 id, uint256 value)',
    'function burnBatch(address account, uint256[] ids, uint256[] values)',
    'function balanceOfBatch(address[] accounts, uint256[] ids) view returns (uint256[])',
    'function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes data) returns (bytes4)',
    'function onERC1155BatchReceived(address operator, address from, uint256[] ids, uint256[] values, bytes data) returns (bytes4)',
    'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
    'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
    'event ApprovalForAll(address indexed account, address indexed operator, bool approved)',
    'event URI(string value, uint256 indexed id)',
  ],
};

/** Wrapped native coin (WETH9 and its clones). */
const WRAPPED_COIN: AbiSource = {
  name: 'WETH',
  standard: null,
  items: [
    'function deposit() payable',
    'function withdraw(uint256 wad)',
    'event Deposit(address indexed dst, uint256 wad)',
    'event Withdrawal(address indexed src, uint256 wad)',
  ],
};

/** OpenZeppelin access control, pausing, proxies and upgrades. */
const ADMIN: AbiSource = {
  name: 'OpenZeppelin',
  standard: null,
  items: [
    'function transferOwnership(address newOwner)',
    'function renounceOwnership()',
    'function acceptOwnership()',
    'function grantRole(bytes32 role, address account)',
    'function revokeRole(bytes32 role, address account)',
    'function renounceRole(bytes32 role, address callerConfirmation)',
    'function pause()',
    'function unpause()',
    'function upgradeTo(address newImplementation)',
    'function upgradeToAndCall(address newImplementation, bytes data) payable',
    'function initialize()',
    'event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)',
    'event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)',
    'event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)',
    'event Paused(address account)',
    'event Unpaused(address account)',
    'event Upgraded(address indexed implementation)',
    'event AdminChanged(address previousAdmin, address newAdmin)',
    'event BeaconUpgraded(address indexed beacon)',
    'event Initialized(uint64 version)',
    'error OwnableUnauthorizedAccount(address account)',
    'error OwnableInvalidOwner(address owner)',
    'error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)',
    'error EnforcedPause()',
    'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
    'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
    'error ERC20InvalidReceiver(address receiver)',
    'error ERC721NonexistentToken(uint256 tokenId)',
    'error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)',
    'error ERC721InsufficientApproval(address operator, uint256 tokenId)',
    'error ERC1155InsufficientBalance(address sender, uint256 balance, uint256 needed, uint256 tokenId)',
    'error ReentrancyGuardReentrantCall()',
    'error SafeERC20FailedOperation(address token)',
  ],
};

/** Batching contracts: Multicall3, Uniswap's multicall and OpenZeppelin's Multicall. */
const MULTICALL: AbiSource = {
  name: 'Multicall',
  standard: null,
  items: [
    'function multicall(bytes[] data) payable returns (bytes[] results)',
    'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[] results)',
    'function aggregate((address target, bytes callData)[] calls) payable returns (uint256 blockNumber, bytes[] returnData)',
    'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
    'function aggregate3Value((address target, bool allowFailure, uint256 value, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
    'function tryAggregate(bool requireSuccess, (address target, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  ],
};

/** Every source in lookup order: a selector shared by two of them goes to the first. */
export const STANDARD_ABIS: readonly AbiSource[] = [ ERC20, ERC721, ERC1155, WRAPPED_COIN, ADMIN, MULTICALL ];
