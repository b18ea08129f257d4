// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title DemoL2OutputOracle
/// @notice The rollup demo's stand-in for OP's L2OutputOracle (Bedrock): the proposer posts
///         an output root every few L2 blocks, and the event is OP's, with OP's arguments.
///         Unlike OP it does not check the proposer, the block interval or the L2 time:
///         a simulation of the protocol's observable events, not of its security.
contract DemoL2OutputOracle {
    struct OutputProposal {
        bytes32 outputRoot;
        uint128 timestamp;
        uint128 l2BlockNumber;
    }

    /// @notice How long a proven withdrawal waits before it can be finalized (OP's name).
    uint256 public immutable FINALIZATION_PERIOD_SECONDS;

    OutputProposal[] internal l2Outputs;

    event OutputProposed(
        bytes32 indexed outputRoot, uint256 indexed l2OutputIndex, uint256 indexed l2BlockNumber, uint256 l1Timestamp
    );

    constructor(uint256 _finalizationPeriodSeconds) {
        FINALIZATION_PERIOD_SECONDS = _finalizationPeriodSeconds;
    }

    /// @notice Appends an output for `_l2BlockNumber`; outputs move forward only.
    function proposeL2Output(bytes32 _outputRoot, uint256 _l2BlockNumber) external {
        require(_outputRoot != bytes32(0), "DemoL2OutputOracle: empty output root");
        require(_l2BlockNumber > latestBlockNumber(), "DemoL2OutputOracle: block number must grow");
        uint256 index = l2Outputs.length;
        l2Outputs.push(OutputProposal(_outputRoot, uint128(block.timestamp), uint128(_l2BlockNumber)));
        emit OutputProposed(_outputRoot, index, _l2BlockNumber, block.timestamp);
    }

    /// @notice The L2 block of the newest output; 0 before the first one.
    function latestBlockNumber() public view returns (uint256) {
        return l2Outputs.length == 0 ? 0 : l2Outputs[l2Outputs.length - 1].l2BlockNumber;
    }

    /// @notice The index the next output will get.
    function nextOutputIndex() external view returns (uint256) {
        return l2Outputs.length;
    }

    function getL2Output(uint256 _l2OutputIndex) external view returns (OutputProposal memory) {
        return l2Outputs[_l2OutputIndex];
    }
}
