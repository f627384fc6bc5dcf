package com.orchardfreight.campaigns.domain

import com.orchardfreight.campaigns.ringbase.ContactListGateway
import com.orchardfreight.campaigns.ringbase.RbContact
import com.orchardfreight.campaigns.ringbase.RingbaseCallException
import com.orchardfreight.campaigns.ringbase.RingbaseErrorTranslator
import kotlinx.coroutines.flow.Flow
import org.springframework.data.annotation.Id
import org.springframework.data.relational.core.mapping.Table
import org.springframework.data.repository.kotlin.CoroutineCrudRepository
import org.springframework.stereotype.Service
import java.time.Instant

@Table("campaigns")
data class Campaign(
    @Id val id: Long? = null,
    val name: String,
    val ringbaseListId: String? = null,
    val createdBy: String,
    val createdAt: Instant = Instant.now(),
)

interface CampaignRepository : CoroutineCrudRepository<Campaign, Long>

@Service
class CampaignService(
    private val repo: CampaignRepository,
    private val lists: ContactListGateway,
) {
    fun all(): Flow<Campaign> = repo.findAll()

    suspend fun launch(name: String, phones: List<String>, requestedBy: String): Campaign = try {
        val list = lists.create(name)
        lists.append(list.id, phones.map { RbContact(phone = it) })
        repo.save(Campaign(name = name, ringbaseListId = list.id, createdBy = requestedBy))
    } catch (e: RingbaseCallException) {
        throw RingbaseErrorTranslator.translate(e)
    }

    suspend fun refresh(id: Long, userId: String): Campaign {
        val campaign = repo.findById(id) ?: throw NoSuchElementException("campaign $id")
        lists.rename(campaign.ringbaseListId!!, "${campaign.name} (refreshed by $userId)")
        return campaign
    }
}
