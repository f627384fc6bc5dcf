from callbridge.hooks import CallbridgeHook
from callbridge.operators import CallbridgeAppendContactsOperator, CallbridgeListCleanupOperator

__all__ = ["CallbridgeHook", "CallbridgeAppendContactsOperator", "CallbridgeListCleanupOperator"]
