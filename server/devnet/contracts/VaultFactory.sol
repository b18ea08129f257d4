// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Vault} from "./Vault.sol";

/// @title VaultFactory
/// @notice Deploys Vaults with CREATE or CREATE2 and keeps a list of them.
contract VaultFactory {
    address[] public vaults;

    event VaultCreated(address indexed vault, address indexed creator, bool deterministic, bytes32 salt);

    function vaultCount() external view returns (uint256) {
        return vaults.length;
    }

    function create(address payable beneficiary, uint256 tag) external payable returns (Vault vault) {
        vault = new Vault{value: msg.value}(beneficiary, tag);
        vaults.push(address(vault));
        emit VaultCreated(address(vault), msg.sender, false, bytes32(0));
    }

    /// @dev Reverts if a vault with the same salt and arguments already exists.
    function create2(bytes32 salt, address payable beneficiary, uint256 tag) external payable returns (Vault vault) {
        vault = new Vault{value: msg.value, salt: salt}(beneficiary, tag);
        vaults.push(address(vault));
        emit VaultCreated(address(vault), msg.sender, true, salt);
    }

    /// @notice The address `create2` would give for these arguments.
    function predict(bytes32 salt, address payable beneficiary, uint256 tag) external view returns (address) {
        bytes32 initHash = keccak256(abi.encodePacked(type(Vault).creationCode, abi.encode(beneficiary, tag)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initHash)))));
    }
}
