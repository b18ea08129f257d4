// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice Decimal formatting for token URIs.
library Strings {
    function toDecimal(uint256 value) internal pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 v = value; v != 0; v /= 10) digits++;
        bytes memory out = new bytes(digits);
        for (; value != 0; value /= 10) {
            out[--digits] = bytes1(uint8(48 + (value % 10)));
        }
        return string(out);
    }
}
