package com.korvath.fms.dialer.v2;

import java.io.IOException;

import org.apache.http.HttpResponse;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.util.EntityUtils;
import org.codehaus.jackson.JsonNode;
import org.codehaus.jackson.map.ObjectMapper;

/**
 * Started migration to DialBridge public API v2 (FMS-4471). Only call history for now.
 * Keys are per-integration (db_live_...), no acting-user header any more.
 */
public class DialBridgeV2Client {

    private static final String BASE = "https://api.dialbridge.com/api/public/v2";

    private final CloseableHttpClient http;
    private final String integrationKey;
    private final ObjectMapper mapper = new ObjectMapper();

    public DialBridgeV2Client(CloseableHttpClient http, String integrationKey) {
        this.http = http;
        this.integrationKey = integrationKey;
    }

    public JsonNode callHistory(String since) throws IOException {
        HttpGet get = new HttpGet(BASE + "/calls?since=" + since);
        get.setHeader("Authorization", "Bearer " + integrationKey);
        HttpResponse rsp = http.execute(get);
        JsonNode node = mapper.readTree(EntityUtils.toString(rsp.getEntity()));
        int status = rsp.getStatusLine().getStatusCode();
        if (status >= 400) {
            String code = node.path("error").path("code").asText();
            if ("rate_limited".equals(code) || status == 503) {
                throw new IOException("retry later: " + code);
            }
            throw new IllegalStateException(code + ": " + node.path("error").path("message").asText());
        }
        return node;
    }
}
