package com.northgate.leadsync.ringbolt2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.util.EntityUtils;

/**
 * Migrated client (NGF-1412). Uses a v2 scoped key from RINGBOLT_V2_KEY, e.g.
 * rb_live_<uuid>.<secret>; no acting-user header any more.
 */
public class RingboltV2Client {

    private static final String BASE = "https://api.ringbolt.io/api/public/v2";

    private final CloseableHttpClient http = HttpClients.createDefault();
    private final ObjectMapper mapper = new ObjectMapper();
    private final String key = System.getenv("RINGBOLT_V2_KEY");

    public JsonNode campaigns() throws IOException {
        HttpGet get = new HttpGet(BASE + "/campaigns?limit=100");
        get.setHeader("Authorization", "Bearer " + key);
        CloseableHttpResponse resp = http.execute(get);
        try {
            JsonNode body = mapper.readTree(EntityUtils.toString(resp.getEntity()));
            if (resp.getStatusLine().getStatusCode() >= 400) {
                JsonNode err = body.path("error");
                throw new IOException(err.path("code").asText() + ": " + err.path("message").asText());
            }
            return body.path("data");
        } finally {
            resp.close();
        }
    }
}
