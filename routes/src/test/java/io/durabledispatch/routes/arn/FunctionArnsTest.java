package io.durabledispatch.routes.arn;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.routes.arn.FunctionArns.FunctionName;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FunctionArnsTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            value = {
                "order-workflow|order-workflow|-",
                "order-workflow:live|order-workflow|live",
                "123456789012:function:order-workflow|order-workflow|-",
                "123456789012:function:order-workflow:7|order-workflow|7",
                "arn:aws:lambda:us-east-1:123456789012:function:order-workflow|order-workflow|-",
                "arn:aws-cn:lambda:cn-north-1:123456789012:function:order-workflow:live|order-workflow|live"
            })
    void parse_splitsEveryFormLambdaAccepts(String functionName, String name, String qualifier) {
        assertThat(FunctionArns.parse(functionName)).contains(new FunctionName(name, Optional.ofNullable(qualifier)));
        assertThat(FunctionArns.name(functionName)).isEqualTo(name);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "arn:aws:lambda:us-east-1:123456789012:layer:x",
        "a:b:c",
        "arn:aws:lambda:us-east-1:123456789012:function:f:1:2",
        "order-workflow:",
        ":live"
    })
    void parse_refusesTextThatIsNoFunctionName(String text) {
        assertThat(FunctionArns.parse(text)).isEmpty();
        assertThat(FunctionArns.name(text)).isEqualTo(text);
    }

    @Test
    void qualifiedArn_isWhatAnIamGrantOnOneAliasNames() {
        assertThat(FunctionArns.qualifiedArn("aws", "us-east-1", "123456789012", "order-workflow", "live"))
                .isEqualTo("arn:aws:lambda:us-east-1:123456789012:function:order-workflow:live");
    }
}
