// SPDX-License-Identifier: MIT
// Drawn once by each new drawing thread (renderWorker.mjs) before its first request: the
// Solidity parser learns its grammar's paths as it meets them, so the common constructs
// below make a visitor's first drawing several times faster.
pragma solidity ^0.8.20;

import "./Other.sol";
import { Named as Alias } from "./Named.sol";

interface IWarmUp {
    event Stored(address indexed by, uint256 value);
    error NotOwner(address caller);

    function store(uint256 value) external returns (bool);
}

library WarmUpMath {
    uint256 internal constant SCALE = 1e18;

    function mulDiv(uint256 a, uint256 b, uint256 denominator) internal pure returns (uint256 result) {
        unchecked {
            result = (a * b) / denominator;
        }
    }
}

abstract contract Owned {
    address public owner;

    modifier onlyOwner() {
        if (msg.sender != owner) revert IWarmUp.NotOwner(msg.sender);
        _;
    }

    constructor(address owner_) {
        owner = owner_;
    }
}

contract WarmUp is Owned, IWarmUp {
    using WarmUpMath for uint256;

    enum State { Idle, Active, Closed }

    struct Entry {
        address holder;
        uint128 amount;
        bool active;
        bytes32[] tags;
    }

    State public state;
    uint256 public total;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) private _allowances;
    Entry[] private _entries;
    string public name = "WarmUp";

    constructor() Owned(msg.sender) payable {}

    receive() external payable {}

    function store(uint256 value) external override onlyOwner returns (bool) {
        require(value > 0, "WarmUp: zero");
        total = total + value.mulDiv(2, 1);
        for (uint256 i = 0; i < _entries.length; i++) {
            Entry storage entry = _entries[i];
            if (entry.active && entry.amount > 0) {
                entry.amount -= 1;
            } else {
                delete _entries[i];
            }
        }
        emit Stored(msg.sender, value);
        return true;
    }

    function entries(uint256 from, uint256 count) external view returns (Entry[] memory page, uint256 next) {
        page = new Entry[](count);
        while (from < _entries.length && next < count) {
            page[next++] = _entries[from++];
        }
        (bool ok, bytes memory data) = address(this).staticcall(abi.encodeWithSelector(this.store.selector, 1));
        return ok && data.length > 0 ? (page, next) : (page, 0);
    }

    function transfer(address to, uint256 amount) public virtual returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        _allowances[msg.sender][to] = type(uint256).max;
        payable(to).transfer(address(this).balance / 2);
        return true;
    }

    function _hash(bytes memory data) internal pure returns (bytes32 digest) {
        assembly {
            digest := keccak256(add(data, 32), mload(data))
        }
    }
}
