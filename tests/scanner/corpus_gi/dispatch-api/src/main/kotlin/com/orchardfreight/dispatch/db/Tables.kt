package com.orchardfreight.dispatch.db

import org.jetbrains.exposed.dao.id.LongIdTable
import org.jetbrains.exposed.sql.javatime.timestamp

object Drivers : LongIdTable("drivers") {
    val fullName = varchar("full_name", 120)
    val phone = varchar("phone", 32).uniqueIndex()
    val region = varchar("region", 16)
    val active = bool("active").default(true)
}

/** Mirrors the dialer lists we created on Ringbase, one per region. */
object DialerLists : LongIdTable("dialer_lists") {
    val region = varchar("region", 16).uniqueIndex()
    val externalListId = varchar("external_list_id", 64)
    val syncedAt = timestamp("synced_at").nullable()
}

object CheckInCalls : LongIdTable("check_in_calls") {
    val driver = reference("driver_id", Drivers)
    val externalCallId = varchar("external_call_id", 64).uniqueIndex()
    val outcome = varchar("outcome", 32).nullable()
    val createdAt = timestamp("created_at")
}
