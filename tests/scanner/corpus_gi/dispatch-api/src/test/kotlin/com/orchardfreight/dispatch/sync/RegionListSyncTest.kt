package com.orchardfreight.dispatch.sync

import com.orchardfreight.dispatch.db.DialerListRepository
import com.orchardfreight.dispatch.ringbase.AppendResult
import com.orchardfreight.dispatch.ringbase.ContactList
import com.orchardfreight.dispatch.ringbase.RingbaseClient
import com.orchardfreight.dispatch.ringbase.RingbaseException
import io.kotest.core.spec.style.BehaviorSpec
import io.mockk.coEvery
import io.mockk.coVerify
import io.mockk.mockk

class RegionListSyncTest : BehaviorSpec({
    val ringbase = mockk<RingbaseClient>()
    val repo = mockk<DialerListRepository>(relaxed = true)
    val sync = RegionListSync(ringbase, repo)

    Given("a region whose list was deleted upstream (404)") {
        coEvery { repo.activeDriverPhones("NW") } returns listOf("+15035550100")
        coEvery { repo.findListId("NW") } returns "cl_old"
        coEvery { ringbase.appendDrivers("cl_old", any()) } throws RingbaseException.ListNotFound("gone")
        coEvery { ringbase.createContactList(any(), "NW") } returns ContactList("cl_new", "Driver check-in NW")
        coEvery { ringbase.appendDrivers("cl_new", any()) } returns AppendResult(1, 0)

        When("sync runs") {
            sync.sync("NW")
            Then("a new list is created and saved") {
                coVerify { repo.save("NW", "cl_new") }
            }
        }
    }

    Given("the dialer returns 502") {
        coEvery { repo.activeDriverPhones("SE") } returns emptyList()
        coEvery { repo.findListId("SE") } returns "cl_se"
        coEvery { ringbase.appendDrivers("cl_se", any()) } throws RingbaseException.IdentityProviderDown("idp")
        Then("sync swallows the error") { sync.sync("SE") }
    }
})
