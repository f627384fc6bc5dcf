package com.brightcart.salescompanion.ui.lists

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Button
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.ListItem
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.hilt.navigation.compose.hiltViewModel
import com.brightcart.salescompanion.data.ringlane.RinglaneFailure

@Composable
fun ContactListsScreen(vm: ContactListsViewModel = hiltViewModel()) {
    val state by vm.state.collectAsState()
    LaunchedEffect(Unit) { vm.refresh() }

    when (val s = state) {
        ListsUiState.Loading -> CircularProgressIndicator()
        is ListsUiState.Loaded -> LazyColumn {
            items(s.lists, key = { it.id }) { list ->
                ListItem(headlineContent = { Text(list.name) }, supportingContent = { Text("${list.contactCount} contacts") })
            }
        }
        is ListsUiState.Failed -> Column(Modifier.padding(16.dp)) {
            Text(
                when (val f = s.failure) {
                    RinglaneFailure.NotLinked -> "Your account isn't linked to a Ringlane seat yet."
                    RinglaneFailure.Offline -> "You're offline."
                    RinglaneFailure.TryAgain -> "Ringlane is having trouble, try again in a minute."
                    RinglaneFailure.Disabled -> "Calling is turned off for Brightcart right now."
                    is RinglaneFailure.Other -> f.message
                }
            )
            Button(onClick = { vm.refresh() }) { Text("Retry") }
        }
    }
}
