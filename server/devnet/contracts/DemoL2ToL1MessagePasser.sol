// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title DemoL2ToL1MessagePasser
/// @notice The rollup demo's copy of OP's L2ToL1MessagePasser, whose runtime code is written
///         to OP's predeploy address (0x4200…0016) with `hardhat_setCode`. Storage there starts
///         empty and no constructor runs, so nothing here may need one: no immutables, and the
///         counter starts at 0 in slot 0.
contract DemoL2ToL1MessagePasser {
    /// @notice Version in the top two bytes of each nonce, as OP's Encoding.encodeVersionedNonce.
    uint16 public constant MESSAGE_VERSION = 1;
    /// @notice Gas limit of a withdrawal made by sending coins to this contract (OP's RECEIVE_DEFAULT_GAS_LIMIT).
    uint256 internal constant RECEIVE_DEFAULT_GAS_LIMIT = 100_000;

    /// @dev Slot 0: how many withdrawals were initiated.
    uint240 internal msgNonce;
    mapping(bytes32 => bool) public sentMessages;

    event MessagePassed(
        uint256 indexed nonce,
        address indexed sender,
        address indexed target,
        uint256 value,
        uint256 gasLimit,
        bytes data,
        bytes32 withdrawalHash
    );

    receive() external payable {
        initiateWithdrawal(msg.sender, RECEIVE_DEFAULT_GAS_LIMIT, bytes(""));
    }

    /// @notice Starts a withdrawal to `_target` on L1; the hash is OP's Hashing.hashWithdrawal.
    function initiateWithdrawal(address _target, uint256 _gasLimit, bytes memory _data) public payable {
        uint256 nonce = messageNonce();
        bytes32 withdrawalHash = keccak256(abi.encode(nonce, msg.sender, _target, msg.value, _gasLimit, _data));
        sentMessages[withdrawalHash] = true;
        emit MessagePassed(nonce, msg.sender, _target, msg.value, _gasLimit, _data, withdrawalHash);
        unchecked {
            ++msgNonce;
        }
    }

    /// @notice The next withdrawal's versioned nonce.
    function messageNonce() public view returns (uint256) {
        return (uint256(MESSAGE_VERSION) << 240) | uint256(msgNonce);
    }
}
