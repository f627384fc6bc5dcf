package com.novacrest.crm.callforge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.http.HttpResponse;
import org.apache.http.client.config.RequestConfig;
import org.apache.http.client.methods.HttpDelete;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.client.methods.HttpRequestBase;
import org.apache.http.entity.ContentType;
import org.apache.http.entity.StringEntity;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.util.EntityUtils;
import org.apache.log4j.Logger;

import java.io.IOException;
import java.io.InputStream;
import java.net.URLEncoder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

public class CallForgeClient {

    private static final Logger LOG = Logger.getLogger(CallForgeClient.class);
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final String baseUrl;
    private final String apiKey;
    private final String actingUser;
    private final int maxRetries;
    private final CloseableHttpClient http;

    public CallForgeClient() throws IOException {
        Properties p = new Properties();
        InputStream in = getClass().getClassLoader().getResourceAsStream("callforge.properties");
        try {
            p.load(in);
        } finally {
            in.close();
        }
        this.baseUrl = p.getProperty("callforge.host") + p.getProperty("callforge.basePath");
        this.apiKey = System.getProperty("callforge.apiKey", p.getProperty("callforge.apiKey"));
        this.actingUser = p.getProperty("callforge.actingUser");
        this.maxRetries = Integer.parseInt(p.getProperty("callforge.maxRetries", "3"));
        RequestConfig rc = RequestConfig.custom()
                .setConnectTimeout(Integer.parseInt(p.getProperty("callforge.connectTimeoutMs")))
                .setSocketTimeout(Integer.parseInt(p.getProperty("callforge.socketTimeoutMs")))
                .build();
        this.http = HttpClients.custom().setDefaultRequestConfig(rc).build();
    }

    public JsonNode getContactLists() throws IOException {
        return execute(new HttpGet(baseUrl + "/contact-lists"));
    }

    public JsonNode createContactList(String name) throws IOException {
        HttpPost post = new HttpPost(baseUrl + "/contact-lists");
        Map<String, Object> body = new HashMap<String, Object>();
        body.put("name", name);
        post.setEntity(new StringEntity(MAPPER.writeValueAsString(body), ContentType.APPLICATION_JSON));
        return execute(post);
    }

    public JsonNode appendContacts(String listId, List<String> phones) throws IOException {
        HttpPost post = new HttpPost(baseUrl + "/contact-lists/" + listId + "/contacts");
        List<Map<String, String>> contacts = new ArrayList<Map<String, String>>();
        for (String phone : phones) {
            Map<String, String> c = new HashMap<String, String>();
            c.put("phone", phone);
            contacts.add(c);
        }
        Map<String, Object> body = new HashMap<String, Object>();
        body.put("contacts", contacts);
        post.setEntity(new StringEntity(MAPPER.writeValueAsString(body), ContentType.APPLICATION_JSON));
        return execute(post);
    }

    public void deleteContactList(String listId) throws IOException {
        execute(new HttpDelete(baseUrl + "/contact-lists/" + listId));
    }

    public void removeContact(String listId, String phone) throws IOException {
        String enc = URLEncoder.encode(phone, "UTF-8");
        execute(new HttpDelete(baseUrl + "/contact-lists/" + listId + "/contacts/" + enc));
    }

    private JsonNode execute(HttpRequestBase req) throws IOException {
        req.setHeader("x-api-key", apiKey);
        req.setHeader("x-user-email", actingUser);
        req.setHeader("Accept", "application/json");

        int attempt = 0;
        while (true) {
            HttpResponse resp = http.execute(req);
            int status = resp.getStatusLine().getStatusCode();
            String raw = resp.getEntity() == null ? "" : EntityUtils.toString(resp.getEntity(), "UTF-8");
            if (status < 300) {
                return raw.isEmpty() ? null : MAPPER.readTree(raw);
            }
            CallForgeException ex = toException(status, raw);
            if (ex.isTransient() && attempt++ < maxRetries) {
                LOG.warn("CallForge " + status + ", retrying (" + attempt + ")");
                sleep(500L * attempt);
                continue;
            }
            throw ex;
        }
    }

    @SuppressWarnings("unchecked")
    private CallForgeException toException(int status, String raw) {
        String message = "HTTP " + status;
        List<Map<String, String>> details = null;
        try {
            JsonNode node = MAPPER.readTree(raw);
            if (node.hasNonNull("error")) {
                message = node.get("error").asText();
            }
            if (node.has("details")) {
                details = MAPPER.convertValue(node.get("details"), List.class);
            }
        } catch (IOException ignore) {
            // non-JSON body (load balancer page)
        }
        return new CallForgeException(status, message, details);
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
