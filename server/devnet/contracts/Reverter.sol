// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Reverter
/// @notice Fails on purpose in the three ways Solidity can: a require message,
///         a custom error, and a panic.
contract Reverter {
    uint256 public limit = 1000;
    uint256 public spent;
    uint256 public lastShare;

    error LimitExceeded(uint256 requested, uint256 available);

    function spendWithRequire(uint256 amount) external {
        require(amount <= limit - spent, "Reverter: amount exceeds limit");
        spent += amount;
    }

    function spendWithCustomError(uint256 amount) external {
        if (amount > limit - spent) revert LimitExceeded(amount, limit - spent);
        spent += amount;
    }

    /// @dev Divides by `parts`; zero panics with code 0x12.
    function split(uint256 amount, uint256 parts) external returns (uint256 share) {
        share = amount / parts;
        lastShare = share;
    }
}
