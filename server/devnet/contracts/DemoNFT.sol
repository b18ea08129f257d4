// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Strings} from "./Strings.sol";

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title DemoNFT
/// @notice A small ERC-721. A token minted with `mintWithURI` keeps its own URI
///         (used for `data:` JSON); others resolve to `baseURI + tokenId` (HTTP metadata).
contract DemoNFT {
    using Strings for uint256;

    string public name;
    string public symbol;
    string public baseURI;
    address public owner;
    uint256 public nextTokenId = 1;

    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;
    mapping(uint256 => string) private _tokenURIs;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(string memory name_, string memory symbol_, string memory baseURI_) {
        name = name_;
        symbol = symbol_;
        baseURI = baseURI_;
        owner = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f; // ERC-721 metadata
    }

    function balanceOf(address account) external view returns (uint256) {
        require(account != address(0), "DemoNFT: zero address");
        return _balances[account];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address holder = _owners[tokenId];
        require(holder != address(0), "DemoNFT: nonexistent token");
        return holder;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        string memory own = _tokenURIs[tokenId];
        if (bytes(own).length > 0) return own;
        return string.concat(baseURI, tokenId.toDecimal());
    }

    /// @notice Mints the next id with HTTP metadata under `baseURI`.
    function mint(address to) external returns (uint256 tokenId) {
        tokenId = _mintNext(to);
    }

    /// @notice Mints the next id with its own URI, e.g. a `data:application/json;base64,` URI.
    function mintWithURI(address to, string calldata uri) external returns (uint256 tokenId) {
        tokenId = _mintNext(to);
        _tokenURIs[tokenId] = uri;
    }

    function burn(uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        require(_canManage(holder, tokenId), "DemoNFT: not allowed");
        delete getApproved[tokenId];
        delete _tokenURIs[tokenId];
        _balances[holder] -= 1;
        delete _owners[tokenId];
        emit Transfer(holder, address(0), tokenId);
    }

    function approve(address to, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        require(msg.sender == holder || isApprovedForAll[holder][msg.sender], "DemoNFT: not allowed");
        getApproved[tokenId] = to;
        emit Approval(holder, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        require(ownerOf(tokenId) == from, "DemoNFT: wrong owner");
        require(to != address(0), "DemoNFT: transfer to zero address");
        require(_canManage(from, tokenId), "DemoNFT: not allowed");
        delete getApproved[tokenId];
        _balances[from] -= 1;
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        _checkReceiver(from, to, tokenId, data);
    }

    function _mintNext(address to) private returns (uint256 tokenId) {
        require(msg.sender == owner, "DemoNFT: not owner");
        require(to != address(0), "DemoNFT: mint to zero address");
        tokenId = nextTokenId++;
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(address(0), to, tokenId);
    }

    function _canManage(address holder, uint256 tokenId) private view returns (bool) {
        return msg.sender == holder || getApproved[tokenId] == msg.sender || isApprovedForAll[holder][msg.sender];
    }

    function _checkReceiver(address from, address to, uint256 tokenId, bytes memory data) private {
        if (to.code.length == 0) return;
        bytes4 answer = IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
        require(answer == IERC721Receiver.onERC721Received.selector, "DemoNFT: receiver rejected");
    }
}
