// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {BasisPoints} from "./BasisPoints.sol";

/// @title RevenueSplitter
/// @notice Splits each payment between two payees at a fixed ratio, through the
///         linked BasisPoints library.
contract RevenueSplitter {
    address payable public immutable primary;
    address payable public immutable secondary;
    uint256 public immutable primaryPoints;
    uint256 public totalSplit;

    event Split(address indexed from, uint256 toPrimary, uint256 toSecondary);

    constructor(address payable primary_, address payable secondary_, uint256 primaryPoints_) {
        require(primaryPoints_ <= BasisPoints.WHOLE, "RevenueSplitter: ratio above 100%");
        primary = primary_;
        secondary = secondary_;
        primaryPoints = primaryPoints_;
    }

    function pay() external payable {
        uint256 first = BasisPoints.share(msg.value, primaryPoints);
        uint256 second = msg.value - first;
        totalSplit += msg.value;
        (bool ok,) = primary.call{value: first}("");
        require(ok, "RevenueSplitter: primary refused");
        (ok,) = secondary.call{value: second}("");
        require(ok, "RevenueSplitter: secondary refused");
        emit Split(msg.sender, first, second);
    }
}
