package com.meridian.dialer.calling

import com.meridian.platform.calling.ContactListsApi
import com.meridian.platform.calling.model.AppendContactsRequest
import org.springframework.beans.factory.annotation.Value
import org.springframework.stereotype.Component
import retrofit2.Retrofit
import retrofit2.converter.jackson.JacksonConverterFactory
import okhttp3.OkHttpClient

@Component
class RinglaneGateway(
    @Value("\${ringlane.base-url}") baseUrl: String,
    @Value("\${ringlane.api-key}") private val apiKey: String,
) {
    private val api: ContactListsApi = Retrofit.Builder()
        .baseUrl(baseUrl.trimEnd('/') + "/")
        .client(
            OkHttpClient.Builder()
                .addInterceptor { chain ->
                    chain.proceed(chain.request().newBuilder().header("x-api-key", apiKey).build())
                }
                .build(),
        )
        .addConverterFactory(JacksonConverterFactory.create())
        .build()
        .create(ContactListsApi::class.java)

    fun addToList(listId: String, phones: List<String>) =
        api.append(listId, AppendContactsRequest(phones)).execute().also { resp ->
            if (resp.code() == 502) {
                throw RinglaneTransientException("IdP unreachable upstream, will retry")
            }
        }
}

class RinglaneTransientException(msg: String) : RuntimeException(msg)
