package com.orchardfreight.dispatch.db

import kotlinx.coroutines.Dispatchers
import org.jetbrains.exposed.sql.ResultRow
import org.jetbrains.exposed.sql.select
import org.jetbrains.exposed.sql.transactions.experimental.newSuspendedTransaction
import org.jetbrains.exposed.sql.upsert
import java.time.Instant

class DialerListRepository {
    suspend fun findListId(region: String): String? = newSuspendedTransaction(Dispatchers.IO) {
        DialerLists.select { DialerLists.region eq region }
            .singleOrNull()
            ?.get(DialerLists.externalListId)
    }

    suspend fun save(region: String, externalListId: String) = newSuspendedTransaction(Dispatchers.IO) {
        DialerLists.upsert(DialerLists.region) {
            it[DialerLists.region] = region
            it[DialerLists.externalListId] = externalListId
            it[syncedAt] = Instant.now()
        }
    }

    suspend fun activeDriverPhones(region: String): List<String> = newSuspendedTransaction(Dispatchers.IO) {
        Drivers.select { (Drivers.region eq region) and (Drivers.active eq true) }
            .map(ResultRow::phoneOf)
    }
}

private fun ResultRow.phoneOf(): String = this[Drivers.phone]
