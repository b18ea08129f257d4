// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title DemoDepositRelay
/// @notice The rollup demo's stand-in for OP's deposit transactions (type 0x7e), which Hardhat
///         cannot carry: the demo's relay account calls `relay` for each TransactionDeposited
///         on L1, and the explorer ties the two by `sourceHash` (OP's user-deposit source hash).
contract DemoDepositRelay {
    /// @notice The only account that may relay: the demo's, which deployed this contract.
    address public immutable operator;
    /// @notice Relayed deposits whose call failed; their value stays here.
    uint256 public undeliveredCount;

    event DepositRelayed(bytes32 indexed sourceHash, address indexed from, address indexed to);

    constructor() {
        operator = msg.sender;
    }

    /// @notice Carries one deposit out: calls `to` with the minted value and the data. A failed
    ///         call is still relayed, as a failed deposit is still included on L2.
    function relay(bytes32 sourceHash, address from, address to, bytes calldata data) external payable {
        require(msg.sender == operator, "DemoDepositRelay: only the operator relays");
        // Demo simplification: a contract creation (to = 0) is marked, not carried out.
        if (to != address(0)) {
            (bool delivered,) = to.call{value: msg.value}(data);
            if (!delivered) undeliveredCount += 1;
        }
        emit DepositRelayed(sourceHash, from, to);
    }
}
