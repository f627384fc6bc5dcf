package com.kestrelfreight.crmbridge.ringlane;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.ext.ResponseExceptionMapper;

import java.io.InputStream;

public class RinglaneExceptionMapper implements ResponseExceptionMapper<RuntimeException> {

    @Override
    public RuntimeException toThrowable(Response response) {
        int status = response.getStatus();
        String message = readError(response);

        if (status == 502) {
            return new RinglaneIdpUnavailableException(message);
        }
        if (status == 503) {
            return new IllegalStateException("Ringlane public API is disabled on the server: " + message);
        }
        if (status == 404 && "user not found".equals(message)) {
            return new UnknownRinglaneUserException();
        }
        return new RuntimeException("Ringlane call failed (" + status + "): " + message);
    }

    private static String readError(Response response) {
        try (JsonReader reader = Json.createReader(response.readEntity(InputStream.class))) {
            JsonObject body = reader.readObject();
            return body.getString("error", "unknown error");
        } catch (Exception e) {
            return response.getStatusInfo().getReasonPhrase();
        }
    }
}
