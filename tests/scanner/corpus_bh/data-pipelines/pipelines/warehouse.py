import contextlib
import os

import snowflake.connector


@contextlib.contextmanager
def snowflake_conn():
    conn = snowflake.connector.connect(
        account=os.environ["SNOWFLAKE_ACCOUNT"],
        user=os.environ["SNOWFLAKE_USER"],
        private_key_file=os.environ["SNOWFLAKE_KEY_PATH"],
        warehouse="LOADING",
        database="RAW",
    )
    try:
        yield conn
        conn.commit()
    finally:
        conn.close()
