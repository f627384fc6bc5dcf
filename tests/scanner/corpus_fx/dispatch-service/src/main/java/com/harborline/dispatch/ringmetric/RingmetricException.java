package com.harborline.dispatch.ringmetric;

import lombok.Getter;

@Getter
public class RingmetricException extends RuntimeException {

    private final int status;
    private final String remoteMessage;

    public RingmetricException(int status, String remoteMessage) {
        super("Ringmetric call failed with HTTP " + status + ": " + remoteMessage);
        this.status = status;
        this.remoteMessage = remoteMessage;
    }
}
