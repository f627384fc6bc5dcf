package com.harborline.fieldrep.ui.dialer

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.harborline.fieldrep.data.callpilot.CallPilotError
import com.harborline.fieldrep.data.callpilot.ContactListRepository
import dagger.hilt.android.lifecycle.HiltViewModel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import javax.inject.Inject

@HiltViewModel
class DialerViewModel @Inject constructor(
    private val lists: ContactListRepository,
) : ViewModel() {

    private val _banner = MutableStateFlow<String?>(null)
    val banner = _banner.asStateFlow()

    fun buildTodayList(name: String, phones: List<String>) = viewModelScope.launch {
        lists.createForTerritory(name, phones).onFailure { t ->
            _banner.value = when (t) {
                is CallPilotError.RepNotProvisioned -> "Your CallPilot seat isn't set up yet. Contact sales ops."
                is CallPilotError.IdentityProviderDown -> "Sign-in service is slow. Retrying…"
                is CallPilotError.ApiDisabled -> "Dialing from the app is temporarily disabled."
                is CallPilotError.RateLimited -> "Too many requests, wait a moment."
                else -> "Couldn't create the list."
            }
        }
    }
}
