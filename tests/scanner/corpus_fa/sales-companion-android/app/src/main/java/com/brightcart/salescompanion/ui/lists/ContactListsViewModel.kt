package com.brightcart.salescompanion.ui.lists

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.brightcart.salescompanion.data.ringlane.RinglaneErrorMapper
import com.brightcart.salescompanion.data.ringlane.RinglaneFailure
import com.brightcart.salescompanion.data.ringlane.RinglaneService
import com.brightcart.salescompanion.data.ringlane.dto.ContactListDto
import dagger.hilt.android.lifecycle.HiltViewModel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch
import javax.inject.Inject

sealed interface ListsUiState {
    data object Loading : ListsUiState
    data class Loaded(val lists: List<ContactListDto>) : ListsUiState
    data class Failed(val failure: RinglaneFailure) : ListsUiState
}

@HiltViewModel
class ContactListsViewModel @Inject constructor(
    private val ringlane: RinglaneService,
    private val errors: RinglaneErrorMapper,
) : ViewModel() {
    private val _state = MutableStateFlow<ListsUiState>(ListsUiState.Loading)
    val state: StateFlow<ListsUiState> = _state

    fun refresh() = viewModelScope.launch {
        _state.value = ListsUiState.Loading
        _state.value = runCatching { ringlane.contactLists() }
            .fold({ ListsUiState.Loaded(it.data) }, { ListsUiState.Failed(errors.map(it)) })
    }
}
