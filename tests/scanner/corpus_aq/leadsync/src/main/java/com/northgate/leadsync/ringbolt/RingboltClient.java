package com.northgate.leadsync.ringbolt;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.apache.http.HttpResponse;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.client.methods.HttpRequestBase;
import org.apache.http.entity.ContentType;
import org.apache.http.entity.StringEntity;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.util.EntityUtils;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Apache HttpClient 4 client for Ringbolt lead dialing. */
public class RingboltClient {

    private static final Logger LOG = LoggerFactory.getLogger(RingboltClient.class);
    private static final Set<Integer> RETRY_ON = new HashSet<Integer>(Arrays.asList(429, 502));

    private final CloseableHttpClient http = HttpClients.createDefault();
    private final ObjectMapper mapper = new ObjectMapper();
    private final String baseUrl;
    private final String apiKey;
    private final String actingUser;

    public RingboltClient(Properties p) {
        this.baseUrl = p.getProperty("ringbolt.api.root")
                + String.format(RingboltConstants.BASE_PATH_TEMPLATE, p.getProperty("ringbolt.api.version"));
        this.apiKey = p.getProperty("ringbolt.api.key");
        this.actingUser = p.getProperty("ringbolt.acting.user.email");
    }

    public Map<?, ?> listContactLists() throws IOException {
        return execute(new HttpGet(baseUrl + RingboltConstants.PATH_LISTS));
    }

    public Map<?, ?> pushLeads(String listId, List<String> phones) throws IOException {
        HttpPost post = new HttpPost(baseUrl + String.format(RingboltConstants.PATH_LIST_CONTACTS, listId));
        StringBuilder sb = new StringBuilder("{\"contacts\":[");
        for (int i = 0; i < phones.size(); i++) {
            if (i > 0) sb.append(',');
            sb.append("{\"phone\":\"").append(phones.get(i)).append("\"}");
        }
        post.setEntity(new StringEntity(sb.append("]}").toString(), ContentType.APPLICATION_JSON));
        return execute(post);
    }

    private Map<?, ?> execute(HttpRequestBase req) throws IOException {
        req.setHeader(RingboltConstants.HEADER_API_KEY, apiKey);
        req.setHeader(RingboltConstants.HEADER_USER_EMAIL, actingUser);
        req.setHeader("Accept", "application/json");
        int attempt = 0;
        while (true) {
            attempt++;
            HttpResponse resp = http.execute(req);
            int status = resp.getStatusLine().getStatusCode();
            String body = resp.getEntity() == null ? "" : EntityUtils.toString(resp.getEntity());
            if (status < 300) {
                return body.isEmpty() ? null : mapper.readValue(body, Map.class);
            }
            if (RETRY_ON.contains(status) && attempt < 3) {
                LOG.warn("Ringbolt returned {} on {}, retrying", status, req.getURI());
                sleep(attempt * 1500L);
                continue;
            }
            RingboltErrorBody err = null;
            try { err = mapper.readValue(body, RingboltErrorBody.class); } catch (IOException ignore) { }
            if (status == 503) {
                LOG.error("Ringbolt public API is disabled for our tenant: {}", err == null ? body : err.getError());
            }
            throw new RingboltApiException(status, err);
        }
    }

    private static void sleep(long ms) {
        try { Thread.sleep(ms); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
    }
}
