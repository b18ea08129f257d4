// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {DemoL2OutputOracle} from "./DemoL2OutputOracle.sol";

/// @title DemoOptimismPortal
/// @notice The rollup demo's stand-in for OP's OptimismPortal (Bedrock): deposits, proven and
///         finalized withdrawals emit OP's events with OP's arguments. A simulation of the
///         protocol's observable events: proving takes no proof, and finalizing pays nothing out.
contract DemoOptimismPortal {
    /// @notice Version of the `opaqueData` layout in TransactionDeposited.
    uint256 internal constant DEPOSIT_VERSION = 0;
    /// @notice OP's AddressAliasHelper offset, added to a contract sender's address on L2.
    uint160 internal constant L1_TO_L2_ALIAS_OFFSET = uint160(0x1111000000000000000000000000000000001111);
    /// @notice OP's floor on a deposit's L2 gas limit is higher and grows with the data; this one is plain.
    uint64 internal constant MINIMUM_GAS_LIMIT = 21_000;

    DemoL2OutputOracle public immutable l2Oracle;

    /// @notice L1 time at which each withdrawal was proven; 0: not proven.
    mapping(bytes32 => uint256) public provenAt;
    mapping(bytes32 => bool) public finalizedWithdrawals;

    event TransactionDeposited(address indexed from, address indexed to, uint256 indexed version, bytes opaqueData);
    event WithdrawalProven(bytes32 indexed withdrawalHash, address indexed from, address indexed to);
    event WithdrawalFinalized(bytes32 indexed withdrawalHash, bool success);

    constructor(DemoL2OutputOracle _l2Oracle) {
        l2Oracle = _l2Oracle;
    }

    /// @notice Asks for a transaction on L2, as OP's portal does; `msg.value` is minted there.
    function depositTransaction(address _to, uint256 _value, uint64 _gasLimit, bool _isCreation, bytes calldata _data)
        external
        payable
    {
        require(!_isCreation || _to == address(0), "DemoOptimismPortal: a creation must target address(0)");
        require(_gasLimit >= MINIMUM_GAS_LIMIT, "DemoOptimismPortal: gas limit too small");
        address from = msg.sender;
        // A contract's address on L1 may be someone else's on L2: OP aliases it, wrapping around.
        if (msg.sender != tx.origin) {
            unchecked {
                from = address(uint160(msg.sender) + L1_TO_L2_ALIAS_OFFSET);
            }
        }
        bytes memory opaqueData = abi.encodePacked(msg.value, _value, _gasLimit, _isCreation, _data);
        emit TransactionDeposited(from, _to, DEPOSIT_VERSION, opaqueData);
    }

    /// @notice Marks a withdrawal proven. Demo simplification: OP checks an output root proof here.
    function proveWithdrawal(bytes32 _withdrawalHash, address _from, address _to) external {
        require(!finalizedWithdrawals[_withdrawalHash], "DemoOptimismPortal: already finalized");
        provenAt[_withdrawalHash] = block.timestamp;
        emit WithdrawalProven(_withdrawalHash, _from, _to);
    }

    /// @notice Finalizes a withdrawal once its challenge period has passed since it was proven.
    function finalizeWithdrawal(bytes32 _withdrawalHash) external {
        uint256 proven = provenAt[_withdrawalHash];
        require(proven != 0, "DemoOptimismPortal: not proven");
        require(!finalizedWithdrawals[_withdrawalHash], "DemoOptimismPortal: already finalized");
        require(
            block.timestamp >= proven + l2Oracle.FINALIZATION_PERIOD_SECONDS(),
            "DemoOptimismPortal: challenge period not over"
        );
        finalizedWithdrawals[_withdrawalHash] = true;
        emit WithdrawalFinalized(_withdrawalHash, true);
    }
}
