package com.tallyfield.field.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.tallyfield.field.R
import com.tallyfield.field.ringwell.CallList
import com.tallyfield.field.ringwell.ContactListRepository
import com.tallyfield.field.ringwell.DialerException
import com.tallyfield.field.ringwell.DialerFailure
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

sealed interface CallListsState {
    data object Loading : CallListsState
    data class Loaded(val lists: List<CallList>) : CallListsState
    data class Error(val messageRes: Int, val canRetry: Boolean) : CallListsState
}

class CallListsViewModel(private val repo: ContactListRepository) : ViewModel() {
    private val _state = MutableStateFlow<CallListsState>(CallListsState.Loading)
    val state: StateFlow<CallListsState> = _state.asStateFlow()

    fun refresh() {
        _state.value = CallListsState.Loading
        viewModelScope.launch {
            _state.value = try {
                CallListsState.Loaded(repo.myLists())
            } catch (e: DialerException) {
                when (e.failure) {
                    DialerFailure.NotProvisioned -> CallListsState.Error(R.string.error_user_not_found, canRetry = false)
                    DialerFailure.ListGone -> CallListsState.Error(R.string.error_list_not_found, canRetry = false)
                    DialerFailure.TemporarilyDown -> CallListsState.Error(R.string.error_generic, canRetry = true)
                    DialerFailure.Disabled -> CallListsState.Error(R.string.error_dialer_down, canRetry = true)
                    is DialerFailure.Unexpected -> CallListsState.Error(R.string.error_generic, canRetry = true)
                }
            }
        }
    }
}
