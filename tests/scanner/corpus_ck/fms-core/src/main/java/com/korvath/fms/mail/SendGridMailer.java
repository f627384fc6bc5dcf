package com.korvath.fms.mail;

import java.io.IOException;

import org.apache.http.HttpResponse;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.entity.ContentType;
import org.apache.http.entity.StringEntity;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.util.EntityUtils;

/**
 * Transactional mail (delivery notifications, POD receipts).
 * Also talks to our internal address-validation gateway on AWS API Gateway.
 */
public class SendGridMailer {

    private CloseableHttpClient httpClient;
    private String sendGridKey;
    private String addressGatewayUrl = "https://k3x8v1q2.execute-api.eu-central-1.amazonaws.com/prod/v1/validate";
    private String addressGatewayKey;

    public void setHttpClient(CloseableHttpClient c) { this.httpClient = c; }
    public void setSendGridKey(String k) { this.sendGridKey = k; }
    public void setAddressGatewayKey(String k) { this.addressGatewayKey = k; }

    public void send(String json) throws IOException {
        HttpPost post = new HttpPost("https://api.sendgrid.com/v3/mail/send");
        post.setHeader("Authorization", "Bearer " + sendGridKey);
        post.setEntity(new StringEntity(json, ContentType.APPLICATION_JSON));
        HttpResponse rsp = httpClient.execute(post);
        int status = rsp.getStatusLine().getStatusCode();
        if (status == 502 || status == 503) {
            throw new IOException("SendGrid temporarily unavailable");
        }
        EntityUtils.consumeQuietly(rsp.getEntity());
    }

    public void addToSuppressionList(String listId, String email) throws IOException {
        HttpPost post = new HttpPost("https://api.sendgrid.com/v3/marketing/contact-lists/" + listId + "/contacts");
        post.setHeader("Authorization", "Bearer " + sendGridKey);
        post.setEntity(new StringEntity("{\"emails\":[\"" + email + "\"]}", ContentType.APPLICATION_JSON));
        EntityUtils.consumeQuietly(httpClient.execute(post).getEntity());
    }

    public boolean validateAddress(String json) throws IOException {
        HttpPost post = new HttpPost(addressGatewayUrl);
        post.setHeader("x-api-key", addressGatewayKey);
        post.setEntity(new StringEntity(json, ContentType.APPLICATION_JSON));
        HttpResponse rsp = httpClient.execute(post);
        if (rsp.getStatusLine().getStatusCode() == 404) {
            return false;
        }
        return true;
    }
}
