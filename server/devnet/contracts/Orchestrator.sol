// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {CallRecorder} from "./CallRecorder.sol";
import {Vault} from "./Vault.sol";
import {VaultFactory} from "./VaultFactory.sol";

/// @title Orchestrator
/// @notice One `run` makes every kind of internal call: STATICCALL (a view on the
///         factory), CALL with value into the factory, which does CREATE and CREATE2,
///         DELEGATECALL into CallRecorder, and a value-carrying deposit that the vault
///         forwards on.
contract Orchestrator {
    VaultFactory public immutable factory;
    address public immutable recorder;

    event Orchestrated(address indexed caller, address created, address created2, uint256 value);

    constructor(VaultFactory factory_, address recorder_) {
        factory = factory_;
        recorder = recorder_;
    }

    /// @notice Splits msg.value in quarters: two new vaults, a deposit, and a refund.
    function run(bytes32 salt, address payable beneficiary) external payable {
        uint256 known = factory.vaultCount();
        uint256 quarter = msg.value / 4;
        Vault first = factory.create{value: quarter}(beneficiary, known);
        Vault second = factory.create2{value: quarter}(salt, beneficiary, known + 1);

        (bool recorded,) = recorder.delegatecall(abi.encodeCall(CallRecorder.record, (known)));
        require(recorded, "Orchestrator: record failed");

        first.deposit{value: quarter}();
        uint256 rest = msg.value - 3 * quarter;
        if (rest > 0) {
            (bool refunded,) = payable(msg.sender).call{value: rest}("");
            require(refunded, "Orchestrator: refund failed");
        }
        emit Orchestrated(msg.sender, address(first), address(second), msg.value);
    }
}
