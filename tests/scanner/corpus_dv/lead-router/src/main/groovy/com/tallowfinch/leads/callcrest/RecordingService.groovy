package com.tallowfinch.leads.callcrest

import io.micronaut.http.client.exceptions.HttpClientResponseException
import jakarta.inject.Singleton

@Singleton
class RecordingService {
    private final CallcrestV2Client v2

    RecordingService(CallcrestV2Client v2) { this.v2 = v2 }

    Optional<String> recordingUrl(String callId) {
        try {
            Optional.ofNullable(v2.recording(callId)?.url as String)
        } catch (HttpClientResponseException e) {
            Map body = e.response.getBody(Map).orElse([:])
            if (body.error?.code == 'recording_not_ready' || e.status.code == 404) {
                return Optional.empty()
            }
            throw e
        }
    }
}
