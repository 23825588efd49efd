package io.durabledispatch.aws;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SdkChecksumsTest {
    private String request;
    private String response;

    @BeforeEach
    void saveProperties() {
        request = System.getProperty(SdkChecksums.REQUEST_PROPERTY);
        response = System.getProperty(SdkChecksums.RESPONSE_PROPERTY);
    }

    @AfterEach
    void restoreProperties() {
        restore(SdkChecksums.REQUEST_PROPERTY, request);
        restore(SdkChecksums.RESPONSE_PROPERTY, response);
    }

    private static void restore(String property, String value) {
        if (value == null) System.clearProperty(property);
        else System.setProperty(property, value);
    }

    @Test
    void onlyWhenRequired_setsBothSdkProperties() {
        System.clearProperty(SdkChecksums.REQUEST_PROPERTY);
        System.clearProperty(SdkChecksums.RESPONSE_PROPERTY);

        SdkChecksums.onlyWhenRequired();

        assertThat(System.getProperty(SdkChecksums.REQUEST_PROPERTY)).isEqualTo("WHEN_REQUIRED");
        assertThat(System.getProperty(SdkChecksums.RESPONSE_PROPERTY)).isEqualTo("WHEN_REQUIRED");
    }

    @Test
    void onlyWhenRequired_leavesAPropertySetBeforeAlone() {
        System.setProperty(SdkChecksums.REQUEST_PROPERTY, "WHEN_SUPPORTED");
        System.clearProperty(SdkChecksums.RESPONSE_PROPERTY);

        SdkChecksums.onlyWhenRequired();

        assertThat(System.getProperty(SdkChecksums.REQUEST_PROPERTY)).isEqualTo("WHEN_SUPPORTED");
        assertThat(System.getProperty(SdkChecksums.RESPONSE_PROPERTY)).isEqualTo("WHEN_REQUIRED");
    }
}
