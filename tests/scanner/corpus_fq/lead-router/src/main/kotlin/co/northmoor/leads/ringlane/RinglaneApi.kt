package co.northmoor.leads.ringlane

import io.micronaut.http.annotation.Body
import io.micronaut.http.annotation.Delete
import io.micronaut.http.annotation.Get
import io.micronaut.http.annotation.Header
import io.micronaut.http.annotation.Headers
import io.micronaut.http.annotation.PathVariable
import io.micronaut.http.annotation.Post
import io.micronaut.http.annotation.QueryValue
import io.micronaut.http.client.annotation.Client

@Client(id = "ringlane")
@Headers(
    Header(name = "x-api-key", value = "\${ringlane.api-key}"),
    Header(name = "X-USER-ID", value = "\${ringlane.acting-user-id}"),
)
interface RinglaneApi {

    @Get("/contact-lists{?page,per_page}")
    suspend fun contactLists(@QueryValue page: Int = 1, @QueryValue("per_page") perPage: Int = 100): List<ContactList>

    @Post("/contact-lists/{listId}/contacts")
    suspend fun addContacts(@PathVariable listId: String, @Body body: AddContacts): ContactList

    @Delete("/contact-lists/{listId}/contacts/{phone}")
    suspend fun removeContact(@PathVariable listId: String, @PathVariable phone: String)

    @Post("/calls")
    suspend fun placeCall(@Body body: PlaceCall): Call
}
