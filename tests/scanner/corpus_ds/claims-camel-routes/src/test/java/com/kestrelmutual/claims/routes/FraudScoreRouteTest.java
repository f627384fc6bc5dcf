package com.kestrelmutual.claims.routes;

import org.apache.camel.CamelContext;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.builder.AdviceWith;
import org.apache.camel.test.spring.junit5.CamelSpringBootTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

import static org.assertj.core.api.Assertions.assertThat;

@CamelSpringBootTest
@SpringBootTest
class FraudScoreRouteTest {

    @Autowired CamelContext context;
    @Autowired ProducerTemplate template;

    @Test
    void returnsNullScoreWhenGatewayReturns503() throws Exception {
        AdviceWith.adviceWith(context, "fraud-score", a ->
            a.weaveByToUri("*fraud-score*").replace()
             .setHeader("CamelHttpResponseCode", constant(503)));
        String out = template.requestBody("direct:fraudScore", "{}", String.class);
        assertThat(out).contains("\"score\":null");
    }

    @Test
    void userNotFoundFromDirectoryIsIgnored() {
        // adjuster directory returns {"error":"user not found"} for retired staff
        assertThat(context.getRoute("adjuster-docs-to-s3")).isNotNull();
    }
}
