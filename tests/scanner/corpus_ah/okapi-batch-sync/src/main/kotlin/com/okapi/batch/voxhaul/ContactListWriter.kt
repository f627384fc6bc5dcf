package com.okapi.batch.voxhaul

import com.fasterxml.jackson.databind.ObjectMapper
import com.fasterxml.jackson.module.kotlin.readValue
import kotlinx.coroutines.delay
import kotlinx.coroutines.runBlocking
import org.slf4j.LoggerFactory
import org.springframework.batch.item.Chunk
import org.springframework.batch.item.ItemWriter
import retrofit2.Response

data class SegmentMember(val listId: String, val phone: String, val firstName: String?)

class VoxhaulApiDisabledException(msg: String) : RuntimeException(msg)
class VoxhaulUserNotFoundException(msg: String) : RuntimeException(msg)

class ContactListWriter(
    private val api: VoxhaulApi,
    private val props: VoxhaulProperties,
    private val mapper: ObjectMapper,
) : ItemWriter<SegmentMember> {
    private val log = LoggerFactory.getLogger(javaClass)

    override fun write(chunk: Chunk<out SegmentMember>) = runBlocking {
        chunk.items.groupBy { it.listId }.forEach { (listId, members) ->
            val body = AppendContactsRequest(members.map { PhoneContact(it.phone, it.firstName) })
            var attempt = 0
            while (true) {
                val resp = api.appendContacts(props.apiKey, props.actingUserId, listId, body)
                if (resp.isSuccessful) break
                when (resp.code()) {
                    502 -> if (++attempt < 4) { delay(1000L * attempt); continue }
                    503 -> throw VoxhaulApiDisabledException("Voxhaul public API disabled: ${message(resp)}")
                    404 -> if (message(resp) == "user not found") throw VoxhaulUserNotFoundException(props.actingUserId)
                }
                log.error("append to {} failed: {} {}", listId, resp.code(), message(resp))
                break
            }
        }
    }

    private fun message(resp: Response<*>): String =
        resp.errorBody()?.string()?.let { mapper.readValue<VoxhaulErrorResponse>(it).error } ?: ""
}
