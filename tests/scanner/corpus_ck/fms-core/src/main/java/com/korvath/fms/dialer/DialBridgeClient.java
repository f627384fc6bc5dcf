package com.korvath.fms.dialer;

import static com.korvath.fms.dialer.DialBridgeConstants.*;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.http.HttpResponse;
import org.apache.http.client.methods.HttpDelete;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.client.methods.HttpRequestBase;
import org.apache.http.entity.ContentType;
import org.apache.http.entity.StringEntity;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.util.EntityUtils;
import org.codehaus.jackson.map.ObjectMapper;

/**
 * Thin wrapper around HttpClient 4 for the DialBridge contact-list API.
 * Wired in applicationContext-dialer.xml.
 */
public class DialBridgeClient {

    private static final Log LOG = LogFactory.getLog(DialBridgeClient.class);

    private CloseableHttpClient httpClient;
    private ObjectMapper mapper = new ObjectMapper();
    private String baseUrl = DEFAULT_BASE_URL;
    private String apiKey;
    private int maxRetries = 3;

    public void setHttpClient(CloseableHttpClient httpClient) { this.httpClient = httpClient; }
    public void setBaseUrl(String baseUrl) { this.baseUrl = baseUrl; }
    public void setApiKey(String apiKey) { this.apiKey = apiKey; }
    public void setMaxRetries(int maxRetries) { this.maxRetries = maxRetries; }

    public String listContactLists(String repEmail) throws DialBridgeException {
        HttpGet get = new HttpGet(baseUrl + PATH_CONTACT_LISTS);
        return execute(get, repEmail);
    }

    public String createContactList(String repEmail, String name) throws DialBridgeException {
        HttpPost post = new HttpPost(baseUrl + PATH_CONTACT_LISTS);
        post.setEntity(json("{\"name\":" + quote(name) + "}"));
        return execute(post, repEmail);
    }

    public String appendContacts(String repEmail, String listId, List<Map<String, String>> contacts)
            throws DialBridgeException {
        HttpPost post = new HttpPost(baseUrl + String.format(PATH_LIST_CONTACTS, listId));
        try {
            post.setEntity(json(mapper.writeValueAsString(contacts)));
        } catch (IOException e) {
            throw new DialBridgeException(0, "could not serialise contacts", false);
        }
        return execute(post, repEmail);
    }

    public void removeContact(String repEmail, String listId, String phoneE164) throws DialBridgeException {
        HttpDelete del = new HttpDelete(baseUrl + String.format(PATH_LIST_CONTACT_BY_PHONE, listId, phoneE164));
        execute(del, repEmail);
    }

    private String execute(HttpRequestBase req, String repEmail) throws DialBridgeException {
        req.setHeader(HEADER_API_KEY, apiKey);
        req.setHeader(HEADER_ACTING_USER, repEmail);
        req.setHeader("Accept", "application/json");

        int attempt = 0;
        while (true) {
            attempt++;
            HttpResponse rsp = null;
            try {
                rsp = httpClient.execute(req);
                int status = rsp.getStatusLine().getStatusCode();
                String body = rsp.getEntity() == null ? "" : EntityUtils.toString(rsp.getEntity(), "UTF-8");
                if (status >= 200 && status < 300) {
                    return body;
                }
                DialBridgeError err = parseError(body);
                String msg = err != null ? err.getError() : body;

                if (status == 502 && attempt < maxRetries) {
                    // identity provider on their side is flaky, back off and try again
                    LOG.warn("DialBridge IdP unreachable (attempt " + attempt + ")");
                    sleep(1000L * attempt);
                    continue;
                }
                if (status == 429 && attempt < maxRetries) {
                    sleep(5000L * attempt);
                    continue;
                }
                if (status == 503) {
                    throw new DialBridgeException(status, "DialBridge API disabled for our account: " + msg, false);
                }
                if (status == 404 && MSG_USER_NOT_FOUND.equalsIgnoreCase(msg)) {
                    throw new DialBridgeException(status, "Rep " + repEmail + " has no DialBridge seat", false);
                }
                throw new DialBridgeException(status, msg, status >= 500);
            } catch (IOException e) {
                if (attempt >= maxRetries) {
                    throw new DialBridgeException(0, e.getMessage(), true);
                }
                sleep(1000L * attempt);
            } finally {
                if (rsp != null) {
                    EntityUtils.consumeQuietly(rsp.getEntity());
                }
            }
        }
    }

    private DialBridgeError parseError(String body) {
        try {
            return mapper.readValue(body, DialBridgeError.class);
        } catch (Exception e) {
            return null;
        }
    }

    private static StringEntity json(String s) {
        return new StringEntity(s, ContentType.APPLICATION_JSON);
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
        }
    }
}
