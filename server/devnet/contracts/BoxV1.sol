// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title BoxV1
/// @notice Implementation behind DemoProxy. It has no constructor logic because it runs
///         in the proxy's storage; `initialize` stands in for the constructor.
contract BoxV1 {
    address public owner;
    uint256 public value;
    bool private _initialized;

    event ValueChanged(address indexed by, uint256 value);

    function initialize(address owner_, uint256 start) external {
        require(!_initialized, "BoxV1: already initialized");
        _initialized = true;
        owner = owner_;
        value = start;
        emit ValueChanged(msg.sender, start);
    }

    function store(uint256 newValue) external {
        value = newValue;
        emit ValueChanged(msg.sender, newValue);
    }

    function increment() external {
        value += 1;
        emit ValueChanged(msg.sender, value);
    }

    function retrieve() external view returns (uint256) {
        return value;
    }

    function version() external pure returns (string memory) {
        return "1";
    }
}
