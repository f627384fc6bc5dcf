package com.harborviewcx.edge;

import com.vonage.client.VonageClient;
import com.vonage.client.sms.MessageStatus;
import com.vonage.client.sms.SmsSubmissionResponse;
import com.vonage.client.sms.messages.TextMessage;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class VonageNotifier {
    private final VonageClient client;

    public VonageNotifier(@Value("${vonage.api-key}") String key, @Value("${vonage.api-secret}") String secret) {
        this.client = VonageClient.builder().apiKey(key).apiSecret(secret).build();
    }

    public boolean page(String to, String text) {
        SmsSubmissionResponse r = client.getSmsClient().submitMessage(new TextMessage("HarborEdge", to, text));
        return r.getMessages().get(0).getStatus() == MessageStatus.OK;
    }
}
