// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title BasisPoints
/// @notice Shares of an amount in basis points (1/100 of a percent). Its function is
///         public, so contracts using it call the deployed library: their bytecode is
///         linked to its address, and verifying them needs that address.
library BasisPoints {
    uint256 public constant WHOLE = 10_000;

    function share(uint256 amount, uint256 points) public pure returns (uint256) {
        require(points <= WHOLE, "BasisPoints: more than the whole");
        return (amount * points) / WHOLE;
    }
}
