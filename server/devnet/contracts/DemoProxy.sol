// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title DemoProxy
/// @notice An EIP-1967 proxy: the implementation and admin addresses live in the
///         standard slots, so explorers can find the implementation by reading storage.
contract DemoProxy {
    /// @dev bytes32(uint256(keccak256("eip1967.proxy.implementation")) - 1)
    bytes32 private constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    /// @dev bytes32(uint256(keccak256("eip1967.proxy.admin")) - 1)
    bytes32 private constant ADMIN_SLOT = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    event Upgraded(address indexed implementation);
    event AdminChanged(address previousAdmin, address newAdmin);

    constructor(address implementation, bytes memory initData) payable {
        _writeAddress(ADMIN_SLOT, msg.sender);
        emit AdminChanged(address(0), msg.sender);
        _upgrade(implementation, initData);
    }

    /// @notice Only the admin may switch the implementation.
    function upgradeToAndCall(address implementation, bytes calldata data) external {
        require(msg.sender == _readAddress(ADMIN_SLOT), "DemoProxy: not admin");
        _upgrade(implementation, data);
    }

    fallback() external payable {
        _delegate(_readAddress(IMPLEMENTATION_SLOT));
    }

    receive() external payable {
        _delegate(_readAddress(IMPLEMENTATION_SLOT));
    }

    function _upgrade(address implementation, bytes memory data) private {
        require(implementation.code.length > 0, "DemoProxy: implementation has no code");
        _writeAddress(IMPLEMENTATION_SLOT, implementation);
        emit Upgraded(implementation);
        if (data.length > 0) {
            (bool ok, bytes memory reason) = implementation.delegatecall(data);
            if (!ok) {
                assembly {
                    revert(add(reason, 32), mload(reason))
                }
            }
        }
    }

    function _delegate(address implementation) private {
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), implementation, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }

    function _readAddress(bytes32 slot) private view returns (address value) {
        assembly {
            value := sload(slot)
        }
    }

    function _writeAddress(bytes32 slot, address value) private {
        assembly {
            sstore(slot, value)
        }
    }
}
