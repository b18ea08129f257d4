// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title CallRecorder
/// @notice Meant to be reached by DELEGATECALL: it counts runs in the caller's storage.
contract CallRecorder {
    /// @dev A hashed slot, so the counter never overlaps the caller's own variables.
    bytes32 private constant RUNS_SLOT = keccak256("qnm.devnet.call-recorder.runs");

    event Recorded(address indexed context, uint256 runs, uint256 note);

    /// @dev Payable because DELEGATECALL keeps the caller's msg.value, and a payable
    ///      caller (Orchestrator.run) would otherwise fail the non-payable check.
    function record(uint256 note) external payable returns (uint256 runs) {
        bytes32 slot = RUNS_SLOT;
        assembly {
            runs := add(sload(slot), 1)
            sstore(slot, runs)
        }
        emit Recorded(address(this), runs, note);
    }
}
