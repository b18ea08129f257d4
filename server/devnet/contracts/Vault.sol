// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Vault
/// @notice Created by VaultFactory (CREATE or CREATE2). A deposit forwards half of
///         its value to the beneficiary, which makes a value-carrying internal call.
contract Vault {
    address payable public immutable beneficiary;
    address public immutable factory;
    uint256 public immutable tag;

    event Deposited(address indexed from, uint256 amount, uint256 forwarded);

    constructor(address payable beneficiary_, uint256 tag_) payable {
        beneficiary = beneficiary_;
        factory = msg.sender;
        tag = tag_;
    }

    function deposit() external payable {
        uint256 share = msg.value / 2;
        (bool ok,) = beneficiary.call{value: share}("");
        require(ok, "Vault: forward failed");
        emit Deposited(msg.sender, msg.value, share);
    }

    receive() external payable {}
}
