<?php

if (!defined('ABSPATH')) {
    exit;
}

add_action('admin_menu', function () {
    add_options_page('Callback Widget', 'Callback Widget', 'manage_options', 'qvcb', 'qvcb_settings_page');
});

add_action('admin_init', function () {
    register_setting('qvcb', 'qvcb_api_key');
    register_setting('qvcb', 'qvcb_okta_user_id');
    register_setting('qvcb', 'qvcb_list_id');
});

function qvcb_settings_page()
{
    $disabled = get_option('qvcb_api_disabled');
    ?>
    <div class="wrap">
        <h1>Callback Widget</h1>
        <?php if ($disabled) : ?>
            <div class="notice notice-error"><p>The dialer rejected our last request. Check the account.</p></div>
        <?php endif; ?>
        <form method="post" action="options.php">
            <?php settings_fields('qvcb'); ?>
            <table class="form-table">
                <tr><th>API key</th><td><input type="password" name="qvcb_api_key" value="<?php echo esc_attr(get_option('qvcb_api_key')); ?>" placeholder="your-api-key-here"></td></tr>
                <tr><th>Acting user (Okta id)</th><td><input name="qvcb_okta_user_id" value="<?php echo esc_attr(get_option('qvcb_okta_user_id')); ?>"></td></tr>
                <tr><th>Callback list</th><td><input name="qvcb_list_id" value="<?php echo esc_attr(get_option('qvcb_list_id')); ?>"></td></tr>
            </table>
            <?php submit_button(); ?>
        </form>
    </div>
    <?php
}
