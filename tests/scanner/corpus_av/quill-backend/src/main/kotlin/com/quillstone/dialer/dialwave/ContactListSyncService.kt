package com.quillstone.dialer.dialwave

import org.slf4j.LoggerFactory
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Service

@Service
class ContactListSyncService(private val api: DialwaveApi, private val repo: TerritoryRepository) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Scheduled(cron = "0 */15 * * * *")
    suspend fun syncTerritories() {
        for (territory in repo.activeTerritories()) {
            val resp = api.appendContacts(territory.dialwaveListId, AppendContacts(territory.newPhones()))
            if (!resp.isSuccessful) {
                when (val ex = DialwaveErrorMapper.toException(resp)) {
                    is DialwaveException.IdentityProviderDown -> log.warn("IdP flaky, retry next tick")
                    is DialwaveException.ApiDisabled -> return
                    else -> throw ex
                }
            }
        }
    }
}
