package com.orchardfreight.campaigns.domain

import com.orchardfreight.campaigns.api.ProblemException
import com.orchardfreight.campaigns.ringbase.ContactListGateway
import com.orchardfreight.campaigns.ringbase.RbContactList
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.DescribeSpec
import io.kotest.matchers.shouldBe
import io.mockk.coEvery
import io.mockk.mockk
import org.springframework.http.HttpStatus

class CampaignServiceTest : DescribeSpec({
    val repo = mockk<CampaignRepository>()
    val lists = mockk<ContactListGateway>()
    val service = CampaignService(repo, lists)

    describe("refresh") {
        it("returns 404 when the campaign does not exist") {
            coEvery { repo.findById(7) } returns null
            shouldThrow<NoSuchElementException> { service.refresh(7, "u1") }
        }
        it("renames the upstream list") {
            val c = Campaign(id = 3, name = "Q3", ringbaseListId = "cl_3", createdBy = "ops@orchardfreight.com")
            coEvery { repo.findById(3) } returns c
            coEvery { lists.rename("cl_3", any()) } returns RbContactList("cl_3", "Q3 (refreshed by u1)")
            service.refresh(3, "u1").id shouldBe 3
        }
    }
})
