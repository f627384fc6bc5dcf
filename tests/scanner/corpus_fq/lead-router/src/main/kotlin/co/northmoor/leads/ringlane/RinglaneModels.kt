package co.northmoor.leads.ringlane

import io.micronaut.serde.annotation.Serdeable

@Serdeable
data class ContactList(val id: String, val name: String, val size: Int = 0)

@Serdeable
data class AddContacts(val phones: List<String>)

@Serdeable
data class PlaceCall(val to: String, val listId: String? = null, val callerId: String? = null)

@Serdeable
data class Call(val id: String, val status: String)

@Serdeable
data class RinglaneError(
    val error: String,
    val details: List<RinglaneErrorDetail> = emptyList(),
)

@Serdeable
data class RinglaneErrorDetail(val path: String? = null, val message: String = "")
