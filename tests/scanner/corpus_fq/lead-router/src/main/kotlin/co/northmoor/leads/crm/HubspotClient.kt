package co.northmoor.leads.crm

import io.micronaut.http.annotation.Body
import io.micronaut.http.annotation.Get
import io.micronaut.http.annotation.Header
import io.micronaut.http.annotation.Patch
import io.micronaut.http.annotation.PathVariable
import io.micronaut.http.client.annotation.Client

@Client(id = "hubspot")
@Header(name = "Authorization", value = "Bearer \${hubspot.token}")
interface HubspotClient {

    @Get("/crm/v3/objects/contacts/{id}?properties=phone,lifecyclestage")
    suspend fun contact(@PathVariable id: String): HubspotContact

    @Patch("/crm/v3/objects/contacts/{id}")
    suspend fun update(@PathVariable id: String, @Body props: Map<String, Any>): HubspotContact

    @Get("/crm/v3/lists/{listId}/memberships")
    suspend fun listMembers(@PathVariable listId: String): Memberships
}
