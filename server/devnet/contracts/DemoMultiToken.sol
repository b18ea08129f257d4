// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

interface IERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data)
        external
        returns (bytes4);
    function onERC1155BatchReceived(
        address operator,
        address from,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external returns (bytes4);
}

/// @title DemoMultiToken
/// @notice A small ERC-1155 with single and batch transfers. `uri` is the ERC-1155
///         template with `{id}`, which clients replace by the 64-hex-digit id.
contract DemoMultiToken {
    string public name;
    address public owner;
    string private _uri;

    mapping(uint256 => mapping(address => uint256)) private _balances;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);
    event TransferBatch(
        address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values
    );
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    constructor(string memory name_, string memory uri_) {
        name = name_;
        _uri = uri_;
        owner = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0xd9b67a26 // ERC-1155
            || interfaceId == 0x0e89341c; // ERC-1155 metadata URI
    }

    /// @notice The standard getter, `balanceOf(account, id)` (a public mapping would swap the arguments).
    function balanceOf(address account, uint256 id) public view returns (uint256) {
        return _balances[id][account];
    }

    function uri(uint256) external view returns (string memory) {
        return _uri;
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids)
        external
        view
        returns (uint256[] memory balances)
    {
        require(accounts.length == ids.length, "DemoMultiToken: length mismatch");
        balances = new uint256[](ids.length);
        for (uint256 i = 0; i < ids.length; i++) {
            balances[i] = _balances[ids[i]][accounts[i]];
        }
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function mint(address to, uint256 id, uint256 value) external {
        require(msg.sender == owner, "DemoMultiToken: not owner");
        _balances[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
        _checkSingle(address(0), to, id, value, "");
    }

    function mintBatch(address to, uint256[] calldata ids, uint256[] calldata values) external {
        require(msg.sender == owner, "DemoMultiToken: not owner");
        require(ids.length == values.length, "DemoMultiToken: length mismatch");
        for (uint256 i = 0; i < ids.length; i++) {
            _balances[ids[i]][to] += values[i];
        }
        emit TransferBatch(msg.sender, address(0), to, ids, values);
        _checkBatch(address(0), to, ids, values, "");
    }

    function burn(uint256 id, uint256 value) external {
        _take(msg.sender, id, value);
        emit TransferSingle(msg.sender, msg.sender, address(0), id, value);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata data) external {
        _authorize(from, to);
        _take(from, id, value);
        _balances[id][to] += value;
        emit TransferSingle(msg.sender, from, to, id, value);
        _checkSingle(from, to, id, value, data);
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external {
        _authorize(from, to);
        require(ids.length == values.length, "DemoMultiToken: length mismatch");
        for (uint256 i = 0; i < ids.length; i++) {
            _take(from, ids[i], values[i]);
            _balances[ids[i]][to] += values[i];
        }
        emit TransferBatch(msg.sender, from, to, ids, values);
        _checkBatch(from, to, ids, values, data);
    }

    function _authorize(address from, address to) private view {
        require(to != address(0), "DemoMultiToken: transfer to zero address");
        require(from == msg.sender || isApprovedForAll[from][msg.sender], "DemoMultiToken: not allowed");
    }

    function _take(address from, uint256 id, uint256 value) private {
        uint256 held = _balances[id][from];
        require(held >= value, "DemoMultiToken: insufficient balance");
        _balances[id][from] = held - value;
    }

    function _checkSingle(address from, address to, uint256 id, uint256 value, bytes memory data) private {
        if (to.code.length == 0) return;
        bytes4 answer = IERC1155Receiver(to).onERC1155Received(msg.sender, from, id, value, data);
        require(answer == IERC1155Receiver.onERC1155Received.selector, "DemoMultiToken: receiver rejected");
    }

    function _checkBatch(address from, address to, uint256[] memory ids, uint256[] memory values, bytes memory data)
        private
    {
        if (to.code.length == 0) return;
        bytes4 answer = IERC1155Receiver(to).onERC1155BatchReceived(msg.sender, from, ids, values, data);
        require(answer == IERC1155Receiver.onERC1155BatchReceived.selector, "DemoMultiToken: receiver rejected");
    }
}
