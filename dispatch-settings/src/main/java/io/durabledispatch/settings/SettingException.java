package io.durabledispatch.settings;

/** A value is outside its setting's range; the message starts with the variable's or the prop's name. */
public class SettingException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public SettingException(String message) {
        super(message);
    }
}
