// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title DemoDisputeGame
/// @notice A stand-in for one of OP's fault dispute games (since fault proofs, the way an L2
///         output is claimed on L1): the same views the explorer reads (`l2BlockNumber`,
///         `createdAt`, `resolvedAt`, `status`, `rootClaim`, `gameType`), and anyone may
///         resolve it. No bisection game is played: a simulation of the observable state.
contract DemoDisputeGame {
    /// @notice OP's GameStatus: 0 in progress, 1 challenger wins, 2 defender wins.
    uint8 public status;
    uint32 public immutable gameType;
    bytes32 public immutable rootClaim;
    uint256 public immutable l2BlockNumber;
    uint64 public immutable createdAt;
    uint64 public resolvedAt;

    event Resolved(uint8 indexed status);

    constructor(uint32 _gameType, bytes32 _rootClaim, uint256 _l2BlockNumber) {
        gameType = _gameType;
        rootClaim = _rootClaim;
        l2BlockNumber = _l2BlockNumber;
        createdAt = uint64(block.timestamp);
    }

    /// @notice Ends the game with `_status` (1 or 2), once.
    function resolve(uint8 _status) external {
        require(status == 0, "resolved");
        require(_status == 1 || _status == 2, "status");
        status = _status;
        resolvedAt = uint64(block.timestamp);
        emit Resolved(_status);
    }
}

/// @title DemoDisputeGameFactory
/// @notice OP's DisputeGameFactory event, with OP's arguments, for each game it creates.
contract DemoDisputeGameFactory {
    address[] internal games;

    event DisputeGameCreated(address indexed disputeProxy, uint32 indexed gameType, bytes32 indexed rootClaim);

    function create(uint32 _gameType, bytes32 _rootClaim, uint256 _l2BlockNumber) external returns (address game) {
        game = address(new DemoDisputeGame(_gameType, _rootClaim, _l2BlockNumber));
        games.push(game);
        emit DisputeGameCreated(game, _gameType, _rootClaim);
    }

    function gameCount() external view returns (uint256) {
        return games.length;
    }
}
