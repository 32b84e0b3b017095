# Runs the real ovc's subcommands and checks their output and exit codes.
# Usage: cmake -DOVC=<ovc binary> -DDIR=<this folder> -P subcommands.cmake

# expect(<exit code> <regex the output must match> [INPUT <file>] ARGS <ovc arguments...>)
function(expect code pattern)
  cmake_parse_arguments(E "" "INPUT" "ARGS" ${ARGN})
  set(input_option)
  if(E_INPUT)
    set(input_option INPUT_FILE "${E_INPUT}")
  endif()
  execute_process(COMMAND "${OVC}" ${E_ARGS} ${input_option}
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL code)
    message(FATAL_ERROR "ovc ${E_ARGS}: exit code ${rc}, expected ${code}\n${out}${err}")
  endif()
  if(NOT "${out}${err}" MATCHES "${pattern}")
    message(FATAL_ERROR "ovc ${E_ARGS}: output does not match '${pattern}':\n${out}${err}")
  endif()
  string(REPLACE ";" " " shown "${E_ARGS}")
  message(STATUS "ok: ovc ${shown}")
endfunction()

expect(0 "usage: ovc" ARGS --help)
expect(2 "ovc: unknown command 'frobnicate'" ARGS frobnicate)

# Order wins in 2 of its moves (6x6 classic, Order to move).
expect(0 "verdict: order\norder moves: 2\nmove: e1x\nline: e1x [a-f1-6xo ]+\nmethod: [a-z' ]+\nnodes: [0-9]+\nverdict ms: [0-9]+\nms: [0-9]+"
       ARGS solve "b1x a2o c1x b2o d1x c2o")
# The empty board, proven at once by Order's strategy; the d4x opening, its mirror image, too.
expect(0 "verdict: order\n.*move: c3x\n.*method: Order's strategy" ARGS solve "" --ms 1000)
expect(0 "verdict: order\n.*method: Order's strategy" ARGS solve "d4x" --ms 1000)
expect(0 "set-up: exact5 4x4, line 4, Chaos first" ARGS solve b2x --variant exact5 --first chaos --size 4 --line 4 --ms 500)
expect(2 "move 2, 'a1o': that cell is already taken" ARGS solve "a1x a1o")
expect(2 "board size must be between 4 and 8, not 9" ARGS solve --size 9)
expect(2 "--variant takes classic or exact5, not 'sixes'" ARGS solve --variant sixes)
expect(2 "--ms needs a value" ARGS solve --ms)
expect(2 "unknown option '--fast'" ARGS solve --fast)
expect(0 "verdict: order\n" ARGS solve "d4o a1x e1x f4x f3x d5x f5x c3o" --threads 1 --ms 60000)
expect(2 "--threads takes a number from 1 to 2, not '3'" ARGS solve d4o --threads 3)

# A short terminal game on the mini board: a bad move and an occupied cell are
# refused and change nothing, undo takes back the move and the reply.
expect(0 "Not played: 'zz' is not a move.*Not played: c3x: that cell is already taken.*Move 1: Order to move.*Hint: b2x"
       INPUT "${DIR}/play_input.txt" ARGS play --size 4 --line 4 --level casual)
expect(2 "--as takes order or chaos, not 'nobody'" ARGS play --as nobody)
expect(2 "--level takes casual, strong or perfect" ARGS play --level godlike)
expect(2 "unknown option '--colour'" ARGS play --colour red)

# Positions from games between the levels, from a novice's games against
# them, and from random games: each game's comment, then its positions from
# the empty board on.
expect(0 "# game 1: Order first, Order casual, Chaos casual\norder -\norder [a-d][1-4][xo]\n"
       ARGS positions --games 1 --size 4 --line 4)
expect(0 "# game 1: Order first, both at random\norder -\n.*# game 2: Chaos first, both at random\nchaos -\nchaos [a-d][1-4][xo]\n"
       ARGS positions --random --games 2 --size 4 --line 4)
expect(2 "ovc positions: --games takes a number from 1" ARGS positions --random --games 0)
expect(0 "# game 1: Order first, Order casual, Chaos novice \\(random\\)\norder -\n.*# game 4: Order first, Order novice \\(random\\), Chaos casual\norder [a-d][1-4][xo]\n"
       ARGS positions --novice --games 4 --size 4 --line 4)
expect(2 "ovc positions: --random and --novice are two kinds of games: choose one" ARGS positions --random --novice)

# The coverage benchmark on a small positions file: every position decided,
# each listed with its verdict, none against the file's reference values;
# a wrong reference is counted.
expect(0 "order d4o.d2x.c4o.e4x.c5o.c3x.b5o chaos # [0-9]+ ms.*coverage-summary positions=4 decided=4 unknown=0 inconsistent=0 wrong=0"
       ARGS bench --coverage "${DIR}/coverage_positions.txt" --ms 5000 --list)
get_filename_component(wrong_file "${OVC}" DIRECTORY)
set(wrong_file "${wrong_file}/coverage_wrong_reference.txt")
file(WRITE "${wrong_file}" "order - chaos\n")
expect(0 "coverage-summary positions=1 decided=1 unknown=0 inconsistent=0 wrong=1" ARGS bench --coverage "${wrong_file}" --ms 5000)
expect(2 "line 1: the first word is order or chaos, not 'c3x'" ARGS bench --coverage "${DIR}/play_input.txt")
expect(0 "platform native budget-ms=5000 threads=1 plain-perft-mnps=[1-9][0-9]*\\.[0-9]\n.*coverage-summary positions=4 decided=4"
       ARGS bench --coverage "${DIR}/coverage_positions.txt" --ms 5000 --threads 1)
expect(2 "ovc bench: --threads takes 1 or 2" ARGS bench --coverage "${DIR}/coverage_positions.txt" --threads 0)

# A review: a JSON line a ply; Order's b5o and Chaos's d5x throw their proven values away.
expect(0 "\\{\"ply\":1,\"move\":\"d4o\",\"before\":\"order\",\"after\":\"order\",\"mistake\":false\\}\n.*\\{\"ply\":7,\"move\":\"b5o\",\"before\":\"order\",\"after\":\"chaos\",\"mistake\":true,\"better\":\"[a-f][1-6][xo]\"\\}\n\\{\"ply\":8,\"move\":\"d5x\",\"before\":\"chaos\",\"after\":\"order\",\"mistake\":true,\"better\":\"[a-f][1-6][xo]\"\\}\n$"
       ARGS review "d4o d2x c4o e4x c5o c3x b5o d5x" --ms 5000)
expect(2 "ovc review: move 2, 'a1o': that cell is already taken" ARGS review "a1x a1o")
expect(2 "ovc review: unknown option '--fast'" ARGS review "c3x" --fast)

# Puzzles: JSON lines, the same on every run (node budgets, no clock); bad options refused.
expect(0 "^\\{\"record\":\"[a-f1-6xo ]+\",\"first\":\"(order|chaos)\",\"to_move\":\"(order|chaos)\",\"solution\":\\[\"[a-d][1-4][xo]\"(,\"[a-d][1-4][xo]\")?\\],\"kind\":\"(win in [0-9]+|the only hold|one of two holds)\",\"band\":\"(easy|medium|hard)\"\\}\n"
       ARGS puzzles --count 2 --size 4 --line 4)
expect(2 "ovc puzzles: --count takes a number from 1 to 100000, not '0'" ARGS puzzles --count 0)
expect(2 "ovc puzzles: takes no position" ARGS puzzles c3x)
