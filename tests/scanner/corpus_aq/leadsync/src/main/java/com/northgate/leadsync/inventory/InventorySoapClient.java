package com.northgate.leadsync.inventory;

import java.io.IOException;
import java.util.Properties;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.entity.ContentType;
import org.apache.http.entity.StringEntity;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.util.EntityUtils;

/** SOAP 1.1 call to the inventory service, fronted by AWS API Gateway. */
public class InventorySoapClient {

    private final CloseableHttpClient http = HttpClients.createDefault();
    private final String url;
    private final String gatewayKey;

    public InventorySoapClient(Properties p) {
        this.url = p.getProperty("inventory.soap.url");
        this.gatewayKey = System.getenv("INVENTORY_GW_KEY");
    }

    public String capacityFor(String lane) throws IOException {
        HttpPost post = new HttpPost(url);
        post.setHeader("SOAPAction", "urn:northgate:inventory:v1#GetCapacity");
        post.setHeader("x-api-key", gatewayKey);
        post.setEntity(new StringEntity(
            "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:inv=\"urn:northgate:inventory:v1\">"
            + "<soapenv:Body><inv:GetCapacity><inv:lane>" + lane + "</inv:lane></inv:GetCapacity></soapenv:Body></soapenv:Envelope>",
            ContentType.create("text/xml", "UTF-8")));
        CloseableHttpResponse resp = http.execute(post);
        try {
            int sc = resp.getStatusLine().getStatusCode();
            if (sc == 502 || sc == 503 || sc == 504) {
                throw new IOException("inventory gateway unavailable: " + sc);
            }
            return EntityUtils.toString(resp.getEntity());
        } finally {
            resp.close();
        }
    }
}
