package com.novacrest.crm.mail;

import org.apache.commons.codec.binary.Base64;
import org.apache.http.HttpResponse;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.entity.ContentType;
import org.apache.http.entity.StringEntity;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;

import java.io.IOException;

/** Adds CRM contacts to the Mailchimp audience (their "contact lists"). */
public class MailchimpClient {

    private final String baseUrl;
    private final String apiKey;
    private final String audienceId;
    private final CloseableHttpClient http = HttpClients.createDefault();

    public MailchimpClient(String baseUrl, String apiKey, String audienceId) {
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
        this.audienceId = audienceId;
    }

    public void subscribe(String email) throws IOException {
        HttpPost post = new HttpPost(baseUrl + "/lists/" + audienceId + "/members");
        String auth = Base64.encodeBase64String(("anystring:" + apiKey).getBytes("UTF-8"));
        post.setHeader("Authorization", "Basic " + auth);
        post.setEntity(new StringEntity("{\"email_address\":\"" + email + "\",\"status\":\"subscribed\"}",
                ContentType.APPLICATION_JSON));
        HttpResponse resp = http.execute(post);
        int status = resp.getStatusLine().getStatusCode();
        if (status == 404) {
            throw new IOException("audience not found: " + audienceId);
        }
        if (status == 503 || status == 502) {
            throw new IOException("mailchimp unavailable");
        }
    }
}
